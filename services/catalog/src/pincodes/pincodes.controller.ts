import { BadRequestException, Controller, Header, NotFoundException, Param } from '@nestjs/common';
import { ENDPOINTS, PIN_CODE_PATTERN, pinCodeMessages, type PinPlaceResponse } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import { PinDirectory } from './pin-directory';

/** `GET /api/pincodes/:pin`: the checkout fills State and City from the PIN code. */
@Controller()
export class PincodesController {
  constructor(private readonly directory: PinDirectory) {}

  @Endpoint(ENDPOINTS.pinPlace)
  // The directory changes only with a release: browsers and the edge may keep an answer for a day.
  @Header('Cache-Control', 'public, max-age=86400')
  async find(@Param('pin') pin: string): Promise<PinPlaceResponse> {
    if (!PIN_CODE_PATTERN.test(pin)) throw new BadRequestException(pinCodeMessages.malformed);
    const place = await this.directory.find(pin);
    if (!place) throw new NotFoundException(pinCodeMessages.unknown);
    return { success: true, pin, ...place };
  }
}
