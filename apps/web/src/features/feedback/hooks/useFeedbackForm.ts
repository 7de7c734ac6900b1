import { useState } from 'react';
import { LIMITS } from '../feedback-limits';
import { toast } from '@sidequest/web-ui';
import { apiErrorMessage } from '../../../lib/api-error';
import { useSendFeedbackMutation } from '../api/feedback-api';
import { feedbackDraft, hasContent, useFeedbackDraft } from '../feedback-draft';
import { toFeedbackFormData } from '../feedback-form-data';

const ACCEPTED_IMAGES: readonly string[] = LIMITS.screenshotAccept.split(',');

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Text, screenshot and send, with the panel's toasts (apps/e2e/src/feedback.e2e-spec.ts); `problem` is the api's (or the picker's) reason, shown in the panel. */
export function useFeedbackForm({ onSent }: { onSent?: () => void } = {}) {
  const draft = useFeedbackDraft();
  const [send, { isLoading: sending }] = useSendFeedbackMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const attachScreenshot = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    // Screenshots are images only. The api checks the bytes again; this saves a round trip for the obvious cases.
    if (!ACCEPTED_IMAGES.includes(file.type))
      return setProblem('The screenshot must be an image: PNG, JPEG, WebP or GIF.');
    if (file.size > LIMITS.screenshotMaxBytes)
      return setProblem('The screenshot is larger than 5 MB. Choose a smaller image.');
    try {
      feedbackDraft.update({ screenshot: { file, dataUrl: await readAsDataUrl(file) } });
    } catch {
      setProblem('The screenshot could not be read. Try another image.');
    }
  };

  const submit = async () => {
    if (sending) return;
    const current = feedbackDraft.get();
    if (!hasContent(current)) {
      toast({
        title: 'No feedback provided',
        description: 'Please add text, screenshot, or voice note',
        variant: 'destructive',
      });
      return;
    }
    setProblem(null);
    try {
      await send(toFeedbackFormData(current, `${location.pathname}${location.search}`)).unwrap();
      feedbackDraft.clear();
      toast({
        title: 'Feedback submitted',
        description: "Thank you for your feedback! We'll review it soon.",
        variant: 'success',
      });
      onSent?.();
    } catch (error) {
      console.error('Feedback submission failed', error);
      setProblem(apiErrorMessage(error) ?? null);
      toast({ title: 'Submission failed', description: 'Please try again or contact support', variant: 'destructive' });
    }
  };

  return {
    draft,
    sending,
    problem,
    canSend: hasContent(draft),
    setText: (text: string) => feedbackDraft.update({ text }),
    attachScreenshot,
    removeScreenshot: () => {
      setProblem(null);
      feedbackDraft.update({ screenshot: null });
    },
    submit,
  };
}
