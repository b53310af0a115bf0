/**
 * Which client holds which open captchas, in the order they were drawn, and which client holds the
 * most, found in constant time however many clients there are.
 */
export class CaptchaHoldings {
  private readonly idsOf = new Map<string, Set<string>>();
  /** The clients holding exactly n captchas, by n; each set in the order its clients reached n. */
  private readonly clientsHolding = new Map<number, Set<string>>();
  private most = 0;

  add(client: string, id: string): void {
    const ids = this.idsOf.get(client) ?? new Set<string>();
    this.idsOf.set(client, ids);
    ids.add(id);
    this.recount(client, ids.size - 1, ids.size);
  }

  remove(client: string, id: string): void {
    const ids = this.idsOf.get(client);
    if (!ids?.delete(id)) return;
    if (ids.size === 0) this.idsOf.delete(client);
    this.recount(client, ids.size + 1, ids.size);
  }

  /** The client holding the most captchas and its oldest captcha; undefined when none is held. */
  largest(): { client: string; id: string } | undefined {
    const client = this.clientsHolding.get(this.most)?.values().next().value;
    const id = client === undefined ? undefined : this.idsOf.get(client)?.values().next().value;
    return client === undefined || id === undefined ? undefined : { client, id };
  }

  private recount(client: string, from: number, to: number): void {
    const before = this.clientsHolding.get(from);
    before?.delete(client);
    if (before?.size === 0) this.clientsHolding.delete(from);
    if (to > 0) {
      const after = this.clientsHolding.get(to) ?? new Set<string>();
      this.clientsHolding.set(to, after.add(client));
    }
    // Counts move by one: when the last client holding the most gives one back, it still holds the most.
    if (to > this.most || (from === this.most && !this.clientsHolding.has(from))) this.most = to;
  }
}
