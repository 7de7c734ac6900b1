import { Module, type DynamicModule, type Type } from '@nestjs/common';

/**
 * Where the composition root hands platform auth the ACCOUNT_WRITE_GATE: the app imports
 * `AccountWriteGateRegistry.forRoot(AccountWriteGateModule)` (accounts' module, itself not global), and
 * every context's PlatformAuthModule (its LiveAccountWrites) finds the gate through this platform module.
 * Only platform modules are global (tools/testing/no-global-outside-platform.spec.ts).
 */
@Module({})
export class AccountWriteGateRegistry {
  static forRoot(gate: Type<unknown> | DynamicModule): DynamicModule {
    return { module: AccountWriteGateRegistry, global: true, imports: [gate], exports: [gate] };
  }
}
