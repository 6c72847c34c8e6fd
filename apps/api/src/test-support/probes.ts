import { defineRoute, json } from '@pastexam/api-contract';
import { z } from 'zod';
import { type ApiRouter, register } from '../http/register.ts';

/** A probe route whose handler throws `message`: what an unexpected failure looks like from outside. */
export const explodeRoute = defineRoute({
  method: 'get',
  path: '/test/explode',
  tags: ['test'],
  summary: 'explode',
  access: 'guest',
  responses: { 200: json(z.object({}), 'never') },
  errors: [],
});

/** Registers the probe that throws, for a test app's `probes`. */
export function registerExplode(api: ApiRouter, message: string) {
  register(api, explodeRoute, () => {
    throw new Error(message);
  });
}
