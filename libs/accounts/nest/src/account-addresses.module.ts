import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { FindAccountEmail, FindAccountEmails } from '@sidequest/accounts-domain';
import { provideUseCase } from '@sidequest/platform-db';
import { MikroOrmUserRepository } from './persistence/mikro-orm-user.repository';
import { accountsEntitySchemas } from './persistence/accounts.schemas';

/**
 * Accounts' public "where do I mail this person?": exports FindAccountEmail and its batch FindAccountEmails (accounts-domain) over the
 * users table. The composition root gives this module to the contexts that mail a person on their own
 * schedule (progress's reminders). The repository uses the caller's EntityManager (its transaction too).
 */
@Module({
  imports: [MikroOrmModule.forFeature(accountsEntitySchemas)],
  providers: [
    MikroOrmUserRepository,
    provideUseCase(FindAccountEmail, { users: MikroOrmUserRepository }),
    provideUseCase(FindAccountEmails, { users: MikroOrmUserRepository }),
  ],
  exports: [FindAccountEmail, FindAccountEmails],
})
export class AccountAddressesModule {}
