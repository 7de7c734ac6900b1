import { defineContext, type ContextModule } from '@sidequest/platform-db';
import { AccountsModule, type AccountsModuleOptions } from './accounts.module';
import { accountsMigrations } from './persistence/accounts.migrations';

/** Accounts as one context: its module and tables. It has no jobs of its own yet (mail is the platform's). */
export const accountsContext = (options: AccountsModuleOptions = {}): ContextModule =>
  defineContext({ name: 'accounts', module: AccountsModule.forRoot(options), migrations: accountsMigrations });
