import { Controller, Get, Next, Req, Res } from '@nestjs/common';
import { RENDER_HEADER } from '@rmj/contracts';
import type { NextFunction, Request, Response } from 'express';
import { PageRenderer } from './page-renderer.service';

// Never a page: the API, the bundles, the configuration, health, and anything with a file extension.
const NOT_PAGES = /^\/(api|mfe|config|health|internal)(\/|$)|\.[A-Za-z0-9]+$/;

/**
 * Every other GET (and HEAD) is a page of the shop. Its route matches every path, so what is not a
 * page goes on to the other routes (health, /sitemap.xml, /robots.txt) or the 404, whatever the order
 * Nest registers them in.
 */
@Controller()
export class PagesController {
  constructor(private readonly renderer: PageRenderer) {}

  @Get('{*path}')
  async page(@Req() req: Request, @Res() res: Response, @Next() next: NextFunction): Promise<void> {
    if (NOT_PAGES.test(req.path)) return next();
    // The shopper leaving (the connection closed before the answer was written): no render is begun for them.
    const gone = new AbortController();
    if (req.destroyed) gone.abort();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    let answer;
    try {
      answer = await this.renderer.page(req.originalUrl, gone.signal);
    } catch {
      // Not even index.html could be read: the gateway serves its own copy on a 5xx.
      res.status(503).setHeader('Cache-Control', 'no-store');
      res.setHeader(RENDER_HEADER, 'client');
      res.type('text/plain').send("The shell's page is not available");
      return;
    }
    res.status(answer.status);
    res.setHeader(RENDER_HEADER, answer.render);
    res.setHeader('Cache-Control', answer.cacheControl);
    if (answer.etag) res.setHeader('ETag', answer.etag);
    res.type('html');
    // res.send answers 304 itself when the request's If-None-Match names this ETag.
    res.send(answer.html);
  }
}
