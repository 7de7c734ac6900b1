export { occupationPath } from '../../lib/paths';
