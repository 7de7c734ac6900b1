import type { MessageAccepted } from '@sidequest/contracts';
import { api } from '../../../lib/api';

const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/feedback, multipart; a signed-in sender is known from the bearer token the base query adds. */
    sendFeedback: build.mutation<MessageAccepted, FormData>({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
    }),
  }),
});

export const { useSendFeedbackMutation } = feedbackApi;
