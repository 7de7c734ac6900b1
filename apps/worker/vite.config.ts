import { nodeAppConfig } from '../../tools/vite/node-app.ts';
export default nodeAppConfig('worker');
