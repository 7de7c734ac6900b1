import { DomainError, err, ok, type Result } from '@sidequest/kernel';
import { PaymentProviderUnavailable } from '../ports/payment-gateway.port';

/** A provider call whose outage is an expected failure (503 for the caller), not a bug. */
export async function providerCall<T>(call: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await call());
  } catch (error) {
    if (error instanceof PaymentProviderUnavailable) return err(new DomainError('unavailable', error.message));
    throw error;
  }
}
