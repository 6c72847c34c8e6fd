import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/app.ts';
import { EmailTakenError, findLocalUserByLogin, type OidcIdentity, upsertOidcUser } from './repository.ts';
import { toApiUser } from './serialize.ts';

const t = useTestApp();

let sequence = 0;
const identity = (overrides: Partial<OidcIdentity> = {}): OidcIdentity => {
  sequence += 1;
  return {
    issuer: 'https://sso.example.edu',
    subject: `subject-${sequence}-${Date.now()}`,
    email: `person${sequence}-${Date.now()}@example.edu`,
    name: `王小明${sequence}-${Date.now()}`,
    avatarUrl: null,
    ...overrides,
  };
};

describe('upsertOidcUser', () => {
  it('creates a single sign-on user once and updates it on later sign-ins', async () => {
    const person = identity();
    const created = await upsertOidcUser(t.db, person);
    expect(created).toMatchObject({
      name: person.name,
      email: person.email,
      authProvider: 'oidc',
      passwordHash: null,
      isAdmin: false,
    });
    expect(created.lastLoginAt).toBeInstanceOf(Date);

    const renamed = await upsertOidcUser(t.db, {
      ...person,
      name: `${person.name}（改）`,
      email: `new-${person.email}`,
      avatarUrl: 'https://sso.example.edu/a.png',
    });
    expect(renamed.id).toBe(created.id);
    expect(renamed).toMatchObject({
      name: `${person.name}（改）`,
      email: `new-${person.email}`,
      avatarUrl: 'https://sso.example.edu/a.png',
    });
    expect(toApiUser(renamed).auth_provider).toBe('oidc');
  });

  it('keeps people with the same display name apart', async () => {
    const name = `李老師-${Date.now()}`;
    const first = await upsertOidcUser(t.db, identity({ name }));
    const second = await upsertOidcUser(t.db, identity({ name }));
    expect(first.name).toBe(name);
    expect(second.name).toBe(`${name} (2)`);
    expect(second.id).not.toBe(first.id);
    // Signing in again keeps the suffixed name rather than fighting over the plain one.
    const again = await upsertOidcUser(t.db, {
      issuer: 'https://sso.example.edu',
      subject: second.oidcSubject ?? '',
      email: second.email,
      name,
      avatarUrl: null,
    });
    expect(again.name).toBe(`${name} (2)`);
  });

  it('treats the same subject from another issuer as another person', async () => {
    const person = identity();
    const first = await upsertOidcUser(t.db, person);
    const other = await upsertOidcUser(t.db, {
      ...person,
      issuer: 'https://other-idp.example.org',
      email: `other-${person.email}`,
    });
    expect(other.id).not.toBe(first.id);
  });

  it('refuses to take over a local account with the same email', async () => {
    const { user } = await t.createUser();
    await expect(upsertOidcUser(t.db, identity({ email: user.email.toUpperCase() }))).rejects.toThrow(
      EmailTakenError,
    );
  });

  it('is not found by local sign-in', async () => {
    const person = await upsertOidcUser(t.db, identity());
    expect(await findLocalUserByLogin(t.db, person.name)).toBeUndefined();
    expect(await findLocalUserByLogin(t.db, person.email)).toBeUndefined();
  });
});
