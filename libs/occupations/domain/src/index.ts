export * from './model/occupations-item';
export * from './ports/occupations-item-repository.port';
export * from './use-cases/add-occupations-item.use-case';
export * from './occupations-use-cases';
