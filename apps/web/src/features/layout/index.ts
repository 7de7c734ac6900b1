export { RootLayout } from './components/RootLayout';
