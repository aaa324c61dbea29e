import { applicationForm } from './send-application';

describe('applicationForm', () => {
  it('holds the trimmed fields and the CV, and leaves out empty optional fields', () => {
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    const files = { 0: cv, length: 1, item: () => cv } as unknown as FileList;
    const form = applicationForm({
      name: ' Jana ',
      email: 'jana@example.com ',
      phone: '  ',
      linkedin: 'https://linkedin.com/in/jana',
      message: 'Hello!',
      cv: files,
      cvSource: 'upload',
      testResults: true,
    });
    expect(form.get('name')).toBe('Jana');
    expect(form.get('email')).toBe('jana@example.com');
    expect(form.has('phone')).toBe(false);
    expect(form.get('linkedin')).toBe('https://linkedin.com/in/jana');
    expect(form.get('message')).toBe('Hello!');
    expect((form.get('cv') as File).name).toBe('cv.pdf');
    expect(form.has('profileCv')).toBe(false);
    // Ticked in the values, but not offered (no result shown to companies): not sent.
    expect(form.has('testResults')).toBe(false);
  });

  it('sends profileCv=true and no file when the profile’s CV is chosen', () => {
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    const files = { 0: cv, length: 1, item: () => cv } as unknown as FileList;
    const form = applicationForm(
      { name: 'Jana', email: 'jana@example.com', phone: '', linkedin: '', message: '', cv: files, cvSource: 'profile', testResults: true },
      true,
    );
    expect(form.get('profileCv')).toBe('true');
    expect(form.has('cv')).toBe(false);
  });

  it('sends testResults=true when asked to', () => {
    const values = {
      name: 'Jana',
      email: 'jana@example.com',
      phone: '',
      linkedin: '',
      message: '',
      cv: null,
      cvSource: 'profile' as const,
      testResults: true,
    };
    expect(applicationForm(values, true, true).get('testResults')).toBe('true');
    expect(applicationForm(values, true, false).has('testResults')).toBe(false);
  });
});
