import { createHmac } from "node:crypto";
import { safeEqual } from "../../platform/security/secrets";

/**
 * Signs the unsubscribe links of alert mails: HMAC-SHA256 of the search's id under a key derived
 * from the gateway secret. The link works signed out and forever (an old mail still unsubscribes)
 * and cannot be turned to another search without the key.
 */
export class UnsubscribeLinks {
  readonly #key: Buffer;

  constructor(
    secret: string,
    /** The site's origin, `https://rabota.example`: the links are absolute (mail clients need it). */
    private readonly origin: string,
  ) {
    this.#key = createHmac("sha256", secret).update("rabota-search-unsubscribe").digest();
  }

  #signature(searchId: string): string {
    return createHmac("sha256", this.#key).update(searchId).digest("base64url");
  }

  /** `https://…/v1/searches/{id}/unsubscribe?sig=…`: GET shows the page, POST is RFC 8058's one-click. */
  url(searchId: string): string {
    return `${this.origin}/v1/searches/${searchId}/unsubscribe?sig=${this.#signature(searchId)}`;
  }

  /** Whether `sig` is the signature this gateway gives the search. */
  isGenuine(searchId: string, sig: string): boolean {
    return safeEqual(this.#signature(searchId), sig);
  }
}
