import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { UserData } from '@keka/contracts';
import { setUser, useUserStore } from '../../features/account/state';
import { stubApi } from '../../test/fetch-stub';
import { ForgotPasswordRoute } from './forgot-password';
import { LoginRoute } from './login';
import { RegisterRoute } from './register';

const user = { id: 3, name: 'Aarav', auth_token: 'tok', default_address_id: null, default_address: null } as unknown as UserData;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginRoute />} />
        <Route path="/login/forgot-password" element={<ForgotPasswordRoute />} />
        <Route path="/register" element={<RegisterRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

/** The API stubbed, the sign-in providers answered (none unless given); `calls` leaves their fetch out. */
function stub(answers: Parameters<typeof stubApi>[0]) {
  const stubbed = stubApi({ 'get-sign-in-providers': { success: true, data: [] }, ...answers });
  return {
    get calls() {
      return stubbed.calls.filter((c) => c.name !== 'get-sign-in-providers');
    },
  };
}

const type = (label: RegExp | string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  setUser(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/login', () => {
  it("signs in with a provider's development stand-in; an e-mail with an account is linked once its password is given", async () => {
    const api = stub({
      'get-sign-in-providers': { success: true, data: [{ provider: 'google', client_id: null, development: true }] },
      'dev/sign-in-token': { success: true, data: { accessToken: 'keka-dev.abc.def' } },
      'social-login': { success: false, code: 'LINK_REQUIRED', message: 'You already have an account', email: 'aarav@example.test' },
      login: { success: true, data: user },
    });
    renderAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: /^Continue with Google/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Development sign-in for Google' });
    expect(sheet.textContent).toContain('No Google account is used or checked');
    type('Full name', 'Aarav');
    type('E-mail', 'aarav@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Continue as this person' }));
    expect(await screen.findByRole('heading', { name: 'Link Google to your account' })).toBeTruthy();
    expect(api.calls.map((c) => c.name)).toEqual(['dev/sign-in-token', 'social-login']);
    fireEvent.click(screen.getByRole('button', { name: 'Link and log in' }));
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Link and log in' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search-location'));
    expect(api.calls.at(-1)).toEqual({ name: 'login', body: { email: 'aarav@example.test', password: 'secret123', accessToken: 'keka-dev.abc.def', provider: 'google' } });
  });

  it('sends someone already signed in on instead of showing the form', () => {
    setUser(user);
    renderAt('/login');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('links to the password reset', () => {
    stub({});
    renderAt('/login');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });

  it('signs a new phone up by SMS code, asking for a name and keeping a pasted code as digits', async () => {
    const api = stub({
      'send-otp': { success: true, message: 'We have sent a 6-digit code to your phone.' },
      'verify-otp': { success: true, data: { verified: true, user_exists: false } },
      'custom-otp-user': { success: true, data: { ...user, name: 'Otp Person' } },
    });
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Code by SMS' }));
    type('Mobile number', '98765 43210');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('6-digit code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('status').textContent).toContain('We have sent a 6-digit code');
    fireEvent.input(code, { target: { value: 'Code: 123 456' } });
    expect((code as HTMLInputElement).value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Full name');
    type('Full name', 'Otp Person');
    type('Referral code (optional)', 'AARAV150');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(useUserStore.getState().user?.name).toBe('Otp Person'));
    expect(api.calls.map((c) => c.name)).toEqual(['send-otp', 'verify-otp', 'custom-otp-user']);
    expect(api.calls[2]?.body).toEqual({ phone: '9876543210', otp: '123456', name: 'Otp Person', refferal_code: 'AARAV150', device_id: localStorage.getItem('deviceId') });
    expect(api.calls[2]?.body.device_id).toMatch(/^[\w-]{8,64}$/);
  });

  it('shows the server refusing a wrong code, and stays on the code', async () => {
    stub({
      'send-otp': { success: true, message: 'sent' },
    });
    renderAt('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Code by SMS' }));
    type('Mobile number', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.input(await screen.findByLabelText('6-digit code'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
  });
});

describe('/login/forgot-password', () => {
  it('mails a code, checks it, saves the new password and returns to /login saying so', async () => {
    const api = stub({
      'send-password-reset-mail': { success: true, message: 'If an account has this e-mail address, we have sent it a 6-digit code.' },
      'verify-password-reset-otp': { success: true },
      'change-user-password': { success: true },
    });
    renderAt('/login/forgot-password');
    type('E-mail', 'a@b.test');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    fireEvent.input(await screen.findByLabelText('Code from the e-mail'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('New password');
    type('New password', 'brand-new');
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password changed. Log in with your new password.')).toBeTruthy();
    expect(api.calls.at(-1)).toEqual({ name: 'change-user-password', body: { email: 'a@b.test', code: '654321', password: 'brand-new' } });
  });
});

describe('/register', () => {
  it('takes the referral code from ?ref= and sends it', async () => {
    const api = stub({ register: { success: true, data: user } });
    renderAt('/register?ref=AARAV150');
    expect(screen.getByLabelText<HTMLInputElement>('Referral code (optional)').value).toBe('AARAV150');
    type('Full name', 'New Person');
    type('E-mail', 'new@b.test');
    type('Mobile number', '9876543210');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.calls[0]?.body).toMatchObject({ refferal_code: 'AARAV150' }));
    // The same device id every time: one referral reward per device (ADR 0019).
    const device = api.calls[0]?.body.device_id;
    expect(device).toMatch(/^[\w-]{8,64}$/);
    expect(localStorage.getItem('deviceId')).toBe(device);
  });

  it('sends no device id without a referral code', async () => {
    const api = stub({ register: { success: true, data: user } });
    renderAt('/register');
    type('Full name', 'New Person');
    type('E-mail', 'new@b.test');
    type('Mobile number', '9876543210');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.calls[0]?.name).toBe('register'));
    expect(api.calls[0]?.body).not.toHaveProperty('device_id');
    expect(api.calls[0]?.body).not.toHaveProperty('refferal_code');
  });

  it('signs up by SMS code from /register too, with the ?ref= code already filled in', async () => {
    const api = stub({
      'send-otp': { success: true, message: 'We have sent a 6-digit code to your phone.' },
      'verify-otp': { success: true, data: { verified: true, user_exists: false } },
      'custom-otp-user': { success: true, data: { ...user, name: 'Otp Person' } },
    });
    renderAt('/register?ref=AARAV150');
    fireEvent.click(screen.getByRole('button', { name: 'Code by SMS' }));
    type('Mobile number', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.input(await screen.findByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Full name');
    expect(screen.getByLabelText<HTMLInputElement>('Referral code (optional)').value).toBe('AARAV150');
    type('Full name', 'Otp Person');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.calls[2]?.body).toMatchObject({ name: 'Otp Person', refferal_code: 'AARAV150' }));
  });
});
