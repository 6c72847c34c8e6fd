/** Builds an unsigned JWT-shaped token with the given claims; the client only decodes, the server verifies. */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value))
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Who a test signs in as; each field has a default. */
export type TestUser = { uid?: number; name?: string; is_admin?: boolean; email?: string };

/** A test user with every default filled in: a student, id 7. */
export function testUser(user: TestUser): Required<TestUser> {
  return {
    uid: user.uid ?? 7,
    email: user.email ?? 'student@example.edu',
    name: user.name ?? '王小明',
    is_admin: user.is_admin ?? false,
  };
}

/** Claims of a token that expires `expiresInSeconds` from now (negative: already expired). */
export function claimsFor(user: TestUser, expiresInSeconds = 3600): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  const { uid, email, name, is_admin } = testUser(user);
  return {
    uid,
    email,
    name,
    is_admin,
    avatar_url: null,
    realm_roles: [],
    exp: now + expiresInSeconds,
    iat: now,
    jti: 'test-jti',
    sub: String(uid),
  };
}
