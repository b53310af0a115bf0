import type { components } from '@shared/contract/schema';
import { bodyOf } from './api-client';
import { forEachConcurrently } from './pool';
import type { AcknowledgedCreate } from './session';
import type { SignedInClient } from './signed-in-client';

type SystemRole = components['schemas']['SystemRole'];

/** How many reads root makes at once. */
const CONCURRENCY = 8;
const ATTEMPTS = 5;

/** Whether root finds the role `create` acknowledged: yes, no (404), or null while unsure. */
async function findRole(root: SignedInClient, create: AcknowledgedCreate): Promise<boolean | null> {
  const answer = await root.request('GET', `/roles/${encodeURIComponent(create.id)}`);
  if (answer?.status === 404) return false;
  const role = bodyOf<SystemRole>(answer);
  return role ? role.name === create.name : null;
}

/**
 * Reads every acknowledged create back as root; answers the ones that are gone (or changed), as
 * `id (name)`. One that cannot be read in a few tries counts as missing: it was not shown to be kept.
 */
export async function findMissing(root: SignedInClient, creates: readonly AcknowledgedCreate[]): Promise<string[]> {
  const missing: string[] = [];
  await forEachConcurrently(creates, CONCURRENCY, async (create) => {
    let found: boolean | null = null;
    for (let attempt = 0; attempt < ATTEMPTS && found === null; attempt += 1) found = await findRole(root, create);
    if (found !== true) missing.push(`${create.id} (${create.name}${found === null ? ', unreadable' : ''})`);
  });
  return missing;
}
