/**
 * The shopper's proof links (public: the token is the key). GET never changes anything (mail
 * scanners open links); the proof page's buttons POST the answer. Every answer is no-store.
 */
import { BadRequestException, Body, Controller, Param, StreamableFile } from '@nestjs/common';
import { ENDPOINTS, type ProofAnswer, type ProofView } from '@rmj/contracts';
import { Endpoint, NoStore } from '@rmj/nest-common';
import { ProofsService } from './proofs.service';

const LINE_PATTERN = /^\d{1,3}$/;

@Controller()
export class ProofsController {
  constructor(private readonly proofs: ProofsService) {}

  @Endpoint(ENDPOINTS.proofView)
  @NoStore()
  view(@Param('token') token: string): Promise<ProofView> {
    return this.proofs.view(token);
  }

  @Endpoint(ENDPOINTS.proofPicture)
  @NoStore()
  async picture(@Param('token') token: string, @Param('line') line: string): Promise<StreamableFile> {
    if (!LINE_PATTERN.test(line)) throw new BadRequestException('The line must be a whole number.');
    const file = await this.proofs.picture(token, Number(line));
    return new StreamableFile(file.content, { type: file.contentType, length: file.content.length });
  }

  @Endpoint(ENDPOINTS.proofAnswer)
  @NoStore()
  async answer(
    @Param('token') token: string,
    @Body() body: ProofAnswer,
  ): Promise<{ success: true; state: ProofView['state']; message: string }> {
    return { success: true, ...(await this.proofs.answer(token, body)) };
  }
}
