import type { Clock, IdGenerator } from '@sidequest/kernel';
import type { OccupationsItemRepository } from './ports/occupations-item-repository.port';
import { AddOccupationsItem } from './use-cases/add-occupations-item.use-case';

/** Every port the context's use cases need, by name; libs/occupations/nest provides each under a token. */
export interface OccupationsPorts {
  items: OccupationsItemRepository;
  ids: IdGenerator;
  clock: Clock;
}

export interface OccupationsUseCases {
  addItem: AddOccupationsItem;
}

/** The context's composition: a named object of ports in, a named object of use cases out. */
export function buildOccupationsUseCases(ports: OccupationsPorts): OccupationsUseCases {
  return { addItem: new AddOccupationsItem(ports) };
}
