import { describe, expect, it, vi } from 'vitest';
import { adminSession, studentSession, subscribeSession } from './session';

const admin = { id: 1, name: 'Root', email: 'root@academy.test', is_super: true };
const student = { id: 7, name: 'Nadia Hassan', email: 'nadia@academy.test', avatar: 'avatar3' };

describe('the stored sessions (localStorage)', () => {
  it('stores the admin token, user and type under the spec names', () => {
    adminSession.save('admin-token', admin, 'admin');
    expect(localStorage.getItem('admin_token')).toBe('admin-token');
    expect(JSON.parse(localStorage.getItem('admin_user') ?? 'null')).toEqual(admin);
    expect(localStorage.getItem('admin_type')).toBe('admin');
    expect(adminSession.user()).toEqual(admin);
    expect(adminSession.type()).toBe('admin');
  });

  it('stores the student token, data, type, id and name', () => {
    studentSession.save('student-token', student, 'user');
    expect(Object.fromEntries(Object.entries(localStorage))).toEqual({
      user_token: 'student-token',
      user_data: JSON.stringify(student),
      user_type: 'user',
      user_id: '7',
      user_name: 'Nadia Hassan',
    });
    expect(studentSession.isSignedIn()).toBe(true);
  });

  it('counts a student as signed in only with a token and the type user', () => {
    studentSession.save('student-token', student, 'admin');
    expect(studentSession.isSignedIn()).toBe(false);
    localStorage.setItem('user_type', 'user');
    localStorage.removeItem('user_token');
    expect(studentSession.isSignedIn()).toBe(false);
  });

  it('clears one session and leaves the other', () => {
    adminSession.save('admin-token', admin, 'admin');
    studentSession.save('student-token', student, 'user');
    localStorage.setItem('unrelated', 'kept');
    studentSession.clear();
    expect(Object.keys(localStorage).sort()).toEqual(['admin_token', 'admin_type', 'admin_user', 'unrelated']);
    adminSession.clear();
    expect(Object.keys(localStorage)).toEqual(['unrelated']);
  });

  it('keeps the stored name in step after a profile edit', () => {
    studentSession.save('student-token', student, 'user');
    studentSession.updateUser({ ...student, name: 'Nadia H.' });
    expect(studentSession.user()?.name).toBe('Nadia H.');
    expect(localStorage.getItem('user_name')).toBe('Nadia H.');
    expect(studentSession.token()).toBe('student-token');
  });

  it('reads a broken stored user as none', () => {
    localStorage.setItem('admin_user', '{not json');
    localStorage.setItem('user_data', '');
    expect(adminSession.user()).toBeNull();
    expect(studentSession.user()).toBeNull();
  });

  it('tells subscribers of every change, from this tab and from others, until they leave', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    adminSession.save('admin-token', admin, 'admin');
    studentSession.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'user_token' }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    adminSession.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'admin_token' }));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
