/** Reads a Blob (the captcha image, a picked avatar file) as a `data:` URL for an `<img src>`. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('blobToDataUrl: could not read the blob'));
    reader.readAsDataURL(blob);
  });
}
