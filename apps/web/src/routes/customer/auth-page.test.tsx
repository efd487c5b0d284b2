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

const type = (label: RegExp | string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  cleanup();
  setUser(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('/login', () => {
  it('sends someone already signed in on instead of showing the form', () => {
    setUser(user);
    renderAt('/login');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('links to the password reset', () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
  });

  it('signs a new phone up by SMS code, asking for a name and keeping a pasted code as digits', async () => {
    const { calls } = stubApi({
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
    expect(calls.map((c) => c.name)).toEqual(['send-otp', 'verify-otp', 'custom-otp-user']);
    expect(calls[2]?.body).toEqual({ phone: '9876543210', otp: '123456', name: 'Otp Person', refferal_code: 'AARAV150', device_id: localStorage.getItem('deviceId') });
    expect(calls[2]?.body.device_id).toMatch(/^[\w-]{8,64}$/);
  });

  it('shows the server refusing a wrong code, and stays on the code', async () => {
    stubApi({
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
    const { calls } = stubApi({
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
    expect(calls.at(-1)).toEqual({ name: 'change-user-password', body: { email: 'a@b.test', code: '654321', password: 'brand-new' } });
  });
});

describe('/register', () => {
  it('takes the referral code from ?ref= and sends it', async () => {
    const { calls } = stubApi({ register: { success: true, data: user } });
    renderAt('/register?ref=AARAV150');
    expect(screen.getByLabelText<HTMLInputElement>('Referral code (optional)').value).toBe('AARAV150');
    type('Full name', 'New Person');
    type('E-mail', 'new@b.test');
    type('Mobile number', '9876543210');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ refferal_code: 'AARAV150' }));
    // The same device id every time: one referral reward per device (ADR 0019).
    const device = calls[0]?.body.device_id;
    expect(device).toMatch(/^[\w-]{8,64}$/);
    expect(localStorage.getItem('deviceId')).toBe(device);
  });

  it('sends no device id without a referral code', async () => {
    const { calls } = stubApi({ register: { success: true, data: user } });
    renderAt('/register');
    type('Full name', 'New Person');
    type('E-mail', 'new@b.test');
    type('Mobile number', '9876543210');
    type('Password', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls[0]?.name).toBe('register'));
    expect(calls[0]?.body).not.toHaveProperty('device_id');
    expect(calls[0]?.body).not.toHaveProperty('refferal_code');
  });

  it('signs up by SMS code from /register too, with the ?ref= code already filled in', async () => {
    const { calls } = stubApi({
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
    await waitFor(() => expect(calls[2]?.body).toMatchObject({ name: 'Otp Person', refferal_code: 'AARAV150' }));
  });
});
