import { DsClient, PATH_PASSWORD, type DsClientOptions, type DsData, type DsParams } from '../../../protocol/index.ts';

/**
 * runLogin hashes the typed password itself, but a remembered login holds only the MD5 from the
 * credentials entry; this client puts that hash on the password call instead.
 */
export class RememberedPasswordDs extends DsClient {
  constructor(
    options: DsClientOptions,
    private readonly passwordHash: string,
  ) {
    super(options);
  }

  override get(path: string, params?: DsParams): Promise<DsData> {
    return super.get(path, path === PATH_PASSWORD ? { ...params, auth: this.passwordHash } : params);
  }
}
