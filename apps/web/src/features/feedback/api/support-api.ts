import type { SupportMessageBody } from '@sidequest/contracts';
import { api } from '../../../lib/api';

const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSupportMessage: build.mutation<void, SupportMessageBody>({
      query: (body) => ({ url: '/support', method: 'POST', body }),
    }),
  }),
});

export const { useSendSupportMessageMutation } = supportApi;
