import type { ClientNotFoundReport } from '@sidequest/contracts';
import { api } from '../../../lib/api';

const clientLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Answers 204; the result is never read, the log is for the owner. */
    reportNotFound: build.mutation<void, ClientNotFoundReport>({
      query: (body) => ({ url: '/client-log/not-found', method: 'POST', body }),
    }),
  }),
});

export const { useReportNotFoundMutation } = clientLogApi;
