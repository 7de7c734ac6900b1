export { OccupationsModule } from './occupations.module';
export { occupationsContext } from './occupations.context';
