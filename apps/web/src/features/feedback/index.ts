export { FeedbackCorner } from './components/FeedbackCorner';
export { LazyFeedbackForm } from './components/LazyFeedbackForm';
