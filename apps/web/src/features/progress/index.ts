export { ActiveCommunityQuests } from './components/ActiveCommunityQuests';
