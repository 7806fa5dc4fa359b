import { Controller, NotFoundException, Param, Res } from '@nestjs/common';
import { ENDPOINTS } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import type { Response } from 'express';
import { jewellerySvg, type ImageMetal } from './images/jewellery-svg';

const FILE = /^([a-z]+)-(gold|silver)(-2)?\.svg$/;
const cache = new Map<string, Buffer>();

/** GET /api/products/images/{kind}-{gold|silver}[-2].svg: the local product pictures (never fetched from elsewhere). */
@Controller()
export class ProductImagesController {
  @Endpoint(ENDPOINTS.productImage)
  image(@Param('file') file: string, @Res() res: Response): void {
    let svg = cache.get(file);
    if (!svg) {
      const match = FILE.exec(file);
      const text = match && jewellerySvg(match[1], match[2] as ImageMetal, match[3] ? 2 : 1);
      if (!text) throw new NotFoundException('Image not found');
      svg = Buffer.from(text);
      cache.set(file, svg);
    }
    res.setHeader('Content-Type', 'image/svg+xml');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.send(svg);
  }
}
