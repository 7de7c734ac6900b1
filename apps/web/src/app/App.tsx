import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import type { AppStore } from './store';
import './app.css';

export interface AppProps {
  store: AppStore;
  /** The browser's router; the build's pre-render passes a memory router on "/". */
  router: DataRouter;
}

export function App({ store, router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
