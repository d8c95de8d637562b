import type { INestApplicationContext } from '@nestjs/common';
import { type ReceivedUpload, type UploadKind, sniffUpload } from '@clipwerk/kit';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ManagePortfolioService } from '../../application/manage-portfolio/manage-portfolio.service';
import { RegisterUserService } from '../../application/register-user/register-user.service';
import { UpdateProfileService } from '../../application/update-profile/update-profile.service';
import { UploadMediaService } from '../../application/upload-media/upload-media.service';
import type { Role } from '../../domain/catalog';
import { mediaUrl } from '../../domain/profile/media-paths';
import { displayName } from '../../domain/profile/names';
import type { UserEntity } from '../persistence/user.entity';
import { UserRepository } from '../persistence/user.repository';
import {
  DEMO_COMPANIES,
  DEMO_CREATORS,
  DEMO_SUPPORT,
  type DemoAccountData,
  type DemoPortfolioItem,
  formerDemoClipUrl,
} from './demo-accounts';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  name: string;
}

/**
 * The generated photos, logos, posters and clips (scripts/demo-media/generate.mjs). They stay next to the sources,
 * so the compiled seed finds them from `dist/` as well as from `src/`.
 */
export const DEMO_MEDIA_DIR = join(__dirname, '..', '..', '..', 'src', 'infrastructure', 'demo', 'media');

/**
 * The demo marketplace of the embedded topology: a few companies and a dozen creators with profiles, photos and
 * portfolios. Goes through the real use cases, so every event other contexts need is published and every file
 * is stored and served like a user's upload. An account that exists is left as it is, so running this at every
 * start is safe and keeps what people changed; only a demo account that never had any upload gets its photo,
 * and a portfolio item still pointing at the former example.com clip gets its poster and clip. Prints nothing:
 * the host decides how to show the returned credentials.
 */
export async function seedDemoData(app: INestApplicationContext): Promise<DemoAccount[]> {
  const users = app.get(UserRepository, { strict: false });
  const register = app.get(RegisterUserService, { strict: false });
  const profiles = app.get(UpdateProfileService, { strict: false });
  const portfolio = app.get(ManagePortfolioService, { strict: false });
  const uploads = app.get(UploadMediaService, { strict: false });

  const accounts: DemoAccount[] = [];
  for (const data of [...DEMO_COMPANIES, ...DEMO_CREATORS]) {
    const existing = await users.findByEmail(data.registration.email);
    const user = existing ? await completeMedia(existing, data) : await create(data);
    accounts.push({ role: user.role, email: user.email, password: data.registration.password, name: displayName(user) });
  }
  const support = (await users.findByEmail(DEMO_SUPPORT.email)) ?? (await register.execute(DEMO_SUPPORT)).user;
  accounts.push({ role: support.role, email: support.email, password: DEMO_SUPPORT.password, name: displayName(support) });
  return accounts;

  async function create({ registration, profile, picture, portfolio: items = [] }: DemoAccountData) {
    const { user } = await register.execute(registration);
    if (profile) await profiles.updateProfile(user.id, profile);
    const { user: pictured } = await uploads.upload(user.id, 'profile-picture', await demoFile(picture, 'image'));
    for (const item of items) await portfolio.add(user.id, { ...describe(item), ...(await uploadClip(user.id, item)) });
    return pictured;
  }

  async function completeMedia(user: UserEntity, { picture, portfolio: items = [] }: DemoAccountData) {
    let current = user;
    if (!user.profilePictureUrl && !(await users.hasUploads(user.id))) {
      current = (await uploads.upload(user.id, 'profile-picture', await demoFile(picture, 'image'))).user;
    }
    const existingItems = await portfolio.list(user.id);
    for (const item of items) {
      const former = existingItems.find(
        (candidate) => candidate.videoUrl === formerDemoClipUrl(item.media) && !candidate.thumbnailUrl,
      );
      if (former) await portfolio.update(user.id, former.id, { ...describe(former), ...(await uploadClip(user.id, item)) });
    }
    return current;
  }

  async function uploadClip(ownerId: string, item: DemoPortfolioItem) {
    const poster = await uploads.upload(ownerId, 'image', await demoFile(`${item.media}.jpg`, 'image'));
    const clip = await uploads.upload(ownerId, 'video', await demoFile(`${item.media}.webm`, 'video'));
    return { thumbnailUrl: mediaUrl(poster.media.id), videoUrl: mediaUrl(clip.media.id) };
  }
}

function describe(item: { title: string; description?: string; category?: string }) {
  return { title: item.title, description: item.description, category: item.category };
}

/** A demo file as the upload route would have received it, its type judged from its bytes like a user's. */
async function demoFile(name: string, kind: UploadKind): Promise<ReceivedUpload> {
  const buffer = await readFile(join(DEMO_MEDIA_DIR, name));
  const sniffed = await sniffUpload(buffer, [kind]);
  if (!sniffed) throw new Error(`Demo media ${name} is not a ${kind}`);
  return { buffer, ...sniffed, originalName: name, size: buffer.length };
}
