export { OccupationsModule } from './occupations.module';
export { occupationsContext } from './occupations.context';
export { occupationsMigrations } from './persistence/occupations.migrations';
export { occupationsEntitySchemas } from './persistence/occupations.schemas';
export { OCCUPATIONS_PORTS, OCCUPATIONS_USE_CASES } from './occupations.tokens';
