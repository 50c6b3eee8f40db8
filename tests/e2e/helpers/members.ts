/**
 * Members for browser tests: registered through the real API on the page's own request context,
 * so the session cookie lands in the browser context the page uses.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { API, type AuthResponse } from '@shared/api';
import { uniqueEmail } from './db';

export interface TestMember {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  user: AuthResponse['user'];
}

export const MEMBER_PASSWORD = 'velvet-runway-42';

/** Registers a new member and leaves them signed in in the page's context. */
export async function registerMember(
  page: Page,
  overrides: Partial<Omit<TestMember, 'user'>> = {},
): Promise<TestMember> {
  const details = {
    email: uniqueEmail('member'),
    password: MEMBER_PASSWORD,
    firstName: 'Amelia',
    lastName: 'Hartley',
    phoneNumber: '+15551234567',
    ...overrides,
  };
  const origin = new URL(page.url() === 'about:blank' ? baseUrl() : page.url()).origin;
  const response = await page.request.post(API.register, {
    data: details,
    headers: { Origin: origin },
  });
  if (!response.ok()) {
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  }
  const { user } = (await response.json()) as AuthResponse;
  return { ...details, user };
}

function baseUrl(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 4173}`;
}

/** The member signed in on another device: a new page in `context`, with its own session. */
export async function signInOn(
  context: BrowserContext,
  member: Pick<TestMember, 'email' | 'password'>,
  origin = baseUrl(),
): Promise<Page> {
  const page = await context.newPage();
  const res = await page.request.post(API.signIn, {
    headers: { Origin: origin },
    data: { email: member.email, password: member.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}
