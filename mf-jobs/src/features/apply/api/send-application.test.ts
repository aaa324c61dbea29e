import { applicationForm } from './send-application';

describe('applicationForm', () => {
  it('holds the trimmed fields and the CV, and leaves out empty optional fields', () => {
    const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
    const files = { 0: cv, length: 1, item: () => cv } as unknown as FileList;
    const form = applicationForm({ name: ' Jana ', email: 'jana@example.com ', phone: '  ', linkedin: 'https://linkedin.com/in/jana', message: 'Hello!', cv: files });
    expect(form.get('name')).toBe('Jana');
    expect(form.get('email')).toBe('jana@example.com');
    expect(form.has('phone')).toBe(false);
    expect(form.get('linkedin')).toBe('https://linkedin.com/in/jana');
    expect(form.get('message')).toBe('Hello!');
    expect((form.get('cv') as File).name).toBe('cv.pdf');
  });
});
