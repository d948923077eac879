import { INQUIRY_MAX_TOTAL_BYTES } from 'shared-contract';
import { addInquiryFiles, checkInquiryFiles, formatBytes } from '../inquiry-files';

const file = (name: string, type: string, size = 10) => Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });

describe('inquiry file checks (the api limits, before sending)', () => {
  it('takes up to 3 images or PDFs, 30 MB in total', () => {
    const three = [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg'), file('c.pdf', 'application/pdf')];
    expect(checkInquiryFiles(three)).toBeNull();
    expect(checkInquiryFiles([...three, file('d.webp', 'image/webp')])).toBe('INQUIRY_TOO_MANY_FILES');
    expect(checkInquiryFiles([file('a.png', 'image/png', INQUIRY_MAX_TOTAL_BYTES)])).toBeNull();
    expect(checkInquiryFiles([file('a.png', 'image/png', INQUIRY_MAX_TOTAL_BYTES), file('b.gif', 'image/gif', 1)])).toBe('INQUIRY_FILES_TOO_LARGE');
    expect(checkInquiryFiles([file('a.txt', 'text/plain')])).toBe('INQUIRY_FILE_TYPE');
    expect(checkInquiryFiles([file('a.heic', 'image/heic')])).toBe('INQUIRY_FILE_TYPE');
    expect(checkInquiryFiles([file('empty.png', 'image/png', 0)])).toBe('INQUIRY_FILE_TYPE');
    // A type the browser does not know is left to the api, which reads the bytes.
    expect(checkInquiryFiles([file('scan', '')])).toBeNull();
  });

  it('adds chosen files only when the whole list stays within the limits', () => {
    const two = [file('a.png', 'image/png'), file('b.png', 'image/png')];
    expect(addInquiryFiles(two, [file('c.png', 'image/png')])).toMatchObject({ refusal: null });
    expect(addInquiryFiles(two, [file('c.png', 'image/png')]).files).toHaveLength(3);
    const refused = addInquiryFiles(two, [file('c.png', 'image/png'), file('d.png', 'image/png')]);
    expect(refused.refusal).toBe('INQUIRY_TOO_MANY_FILES');
    expect(refused.files).toEqual(two);
  });

  it('formats sizes in the reader’s language', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(2048, 'ko')).toBe('2 KB');
    expect(formatBytes(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
    expect(formatBytes(INQUIRY_MAX_TOTAL_BYTES, 'ko')).toBe('30 MB');
  });
});
