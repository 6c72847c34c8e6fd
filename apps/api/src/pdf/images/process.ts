import { drawPage, type PagePicture, picturesToPdf } from './draw.ts';
import { type ImagesReply, imagesRequest } from './protocol.ts';

// An image process (see off-process.ts): makes one PDF of the images it is sent, telling which image it reads
// as it goes, answers once and ends.

function send(reply: ImagesReply): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return reject(new Error('the image process runs as a child of the server'));
    process.send(reply, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });
}

async function answer(message: unknown): Promise<void> {
  const { images } = imagesRequest.parse(message);
  const pictures: PagePicture[] = [];
  for (const [index, image] of images.entries()) {
    await send({ kind: 'reading', index });
    try {
      pictures.push(await drawPage(image.bytes, image.rotation));
    } catch {
      return send({ kind: 'unreadable', index });
    }
  }
  await send({ kind: 'made', bytes: await picturesToPdf(pictures) });
}

process.once('message', (message: unknown) => {
  void answer(message).finally(() => process.disconnect());
});
