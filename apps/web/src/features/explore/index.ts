// The explore screens, one lazy chunk for their routes: the occupations index, the interest profiler, your explorations
// (occupation pages have their own, occupation-page.ts).
export { OccupationsIndexPage } from './components/OccupationsIndexPage';
export { InterestProfilerPage } from './components/InterestProfilerPage';
export { ExplorationsPage } from './components/ExplorationsPage';
export { PRERENDERED_OCCUPATION_ID, setPrerenderedOccupation } from './prerendered-occupation';
