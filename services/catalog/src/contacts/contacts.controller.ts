import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { contactMessageSchema, type ContactMessage, type ContactResponse } from '@rmj/contracts';
import { ZodValidationPipe } from '@rmj/nest-common';
import { ContactsService } from './contacts.service';

/** POST /api/contacts: the contact page's 'Get in touch' form. Bodies over BODY_LIMIT (20kb) get a 413. */
@Controller('api/contacts')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Post()
  @HttpCode(201)
  submit(@Body(new ZodValidationPipe(contactMessageSchema)) body: ContactMessage): Promise<ContactResponse> {
    return this.contacts.submit(body);
  }
}
