export { AuthPage } from './components/AuthPage';
