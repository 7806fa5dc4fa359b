import { Body, Controller, UseGuards } from '@nestjs/common';
import { ENDPOINTS, type ContactMessage, type ContactResponse } from '@rmj/contracts';
import { Endpoint, RateLimitGuard } from '@rmj/nest-common';
import { CONTACT_LIMIT } from './contact-limits';
import { ContactsService } from './contacts.service';

/**
 * POST /api/contacts: the contact page's 'Get in touch' form. Bodies over BODY_LIMIT (20kb) get a
 * 413; each client (IPv6 per /64) may send CONTACT_LIMIT messages per window, counted in the
 * database so every replica shares the budget.
 */
@Controller()
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Endpoint(ENDPOINTS.sendContactMessage)
  @UseGuards(RateLimitGuard(CONTACT_LIMIT))
  submit(@Body() body: ContactMessage): Promise<ContactResponse> {
    return this.contacts.submit(body);
  }
}
