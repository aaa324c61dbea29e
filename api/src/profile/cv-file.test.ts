import { attachmentHeader, cleanFileName, detectCvKind, kindOfName } from './cv-file';

describe('CV files', () => {
  it.each([
    ['%PDF-1.4 …', 'pdf'],
    [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), 'doc'],
    [Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('… word/document.xml …')]), 'docx'],
    [Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('xl/workbook.xml')]), undefined],
    ['<html><script>alert(1)</script>', undefined],
    [' %PDF-1.4 (not at the start)', undefined],
    ['MZ\u0090\u0000 an executable', undefined],
  ])('detects %j as %s by its bytes', (content, kind) => {
    expect(detectCvKind(Buffer.isBuffer(content) ? content : Buffer.from(content))).toBe(kind);
  });

  it.each([
    ['cv.pdf', 'pdf'],
    ['CV.DocX', 'docx'],
    ['my.cv.doc', 'doc'],
    ['cv.pdf.exe', undefined],
    ['cv', undefined],
  ])('reads the kind %s claims', (name, kind) => {
    expect(kindOfName(name)).toBe(kind);
  });

  it('keeps the last path segment without control characters and quotes, with the real extension', () => {
    expect(cleanFileName('C:\\Users\\jana\\Životopis "2025".PDF', 'pdf')).toBe('Životopis 2025.pdf');
    expect(cleanFileName('../../etc/cv\u0000\n.docx', 'docx')).toBe('cv.docx');
    expect(cleanFileName('.pdf', 'pdf')).toBe('cv.pdf');
    expect(cleanFileName(`${'ž'.repeat(300)}.pdf`, 'pdf')).toHaveLength(194);
  });

  it('names the download with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentHeader('Životopis; "Jana".pdf')).toBe(
      `attachment; filename="Zivotopis_ _Jana_.pdf"; filename*=UTF-8''${encodeURIComponent('Životopis; "Jana".pdf')}`,
    );
  });
});

it('percent-encodes the characters RFC 8187 does not allow in the UTF-8 name', () => {
  expect(attachmentHeader("Jana's (CV)*.pdf")).toBe(`attachment; filename="Jana's (CV)*.pdf"; filename*=UTF-8''Jana%27s%20%28CV%29%2A.pdf`);
});
