import styled from '@emotion/styled';
import { keepingText } from '#tools/edit/text/keeping.ts';
import { Note } from '../ui/elements.tsx';
import { isoDate } from './articleFile.ts';

/** Set apart from the next field's name. */
const FieldNote = styled(Note)({ marginBottom: '1rem' });

/**
 * Under „Veröffentlicht am“: that a day in the future comes with the first publish on or after it
 * (a static site cannot publish itself); under „Entwurf“: that a draft stays off the website.
 */
export function ArticleDateNotes(props: { field: string; datePublished: unknown; isDraft: boolean; today: string }) {
  const { field, datePublished, isDraft, today } = props;
  const published = typeof datePublished === 'string' ? isoDate(datePublished) : undefined;
  if (field === 'datePublished' && published && published > today)
    return <FieldNote role="note">{keepingText.article.future(String(datePublished).trim())}</FieldNote>;
  if (field === 'draft' && isDraft) return <FieldNote role="note">{keepingText.article.isDraft}</FieldNote>;
  return null;
}
