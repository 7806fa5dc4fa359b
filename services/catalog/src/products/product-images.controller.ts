import { createHash } from 'node:crypto';
import { Controller, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { ENDPOINTS } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import type { Request, Response } from 'express';
import { jewellerySvg, type ImageMetal } from './images/jewellery-svg';
import type { CachedBody } from './response-cache';
import { finishedBody, sendFinished } from './send-json';

const FILE = /^([a-z]+)-(gold|silver)(-2)?\.svg$/;
// A few dozen pictures at most (kinds × metals × two views), each drawn and compressed once: every
// listing asks for them, so under load they are served from memory like the JSON answers.
const cache = new Map<string, CachedBody>();

/** GET /api/products/images/{kind}-{gold|silver}[-2].svg: the local product pictures (never fetched from elsewhere). */
@Controller()
export class ProductImagesController {
  @Endpoint(ENDPOINTS.productImage)
  image(@Param('file') file: string, @Req() req: Request, @Res() res: Response): void {
    let svg = cache.get(file);
    if (!svg) {
      const match = FILE.exec(file);
      const text = match && jewellerySvg(match[1], match[2] as ImageMetal, match[3] ? 2 : 1);
      if (!text) throw new NotFoundException('Image not found');
      svg = finishedBody(text, `"${createHash('sha1').update(text).digest('base64url')}"`);
      cache.set(file, svg);
    }
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    sendFinished(req, res, svg, { type: 'image/svg+xml', cacheControl: 'public, max-age=86400' });
  }
}
