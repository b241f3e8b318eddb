import { HttpError } from '../../errors';

/** The provider did not answer usefully (network, timeout, bad key, unexpected body): 502. */
export class PrintProviderError extends HttpError {
  constructor(readonly reason: string) {
    super(
      502,
      'The print provider is not available right now. Please try again later.',
      'PROVIDER_UNAVAILABLE',
    );
  }
}
