import { z } from 'zod';

/** A person who can sign in at the test identity provider. */
export const demoAccountSchema = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  /** The stable `sub` claim; our server keys single-sign-on users by issuer and subject. */
  subject: z.string().min(1),
  name: z.string().min(1),
  /** Left out to play a provider that withholds the address. */
  email: z.email().optional(),
  picture: z.url().optional(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/** The accounts the dev command and the tests sign in with. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    username: 'student',
    password: 'student123',
    subject: 'demo-student-0001',
    name: '王小明',
    email: 'student@example.edu',
  },
  {
    username: 'teacher',
    password: 'teacher123',
    subject: 'demo-teacher-0001',
    name: '李老師',
    email: 'teacher@example.edu',
  },
];
