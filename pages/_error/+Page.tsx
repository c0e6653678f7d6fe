import styled from '@emotion/styled';
import { notFoundAttrs } from '#components/notFound/dataAttributes.ts';
import { colors, fontSizes, space } from '#components/theme/tokens.ts';
import { buttonStyle } from '#components/ui/Button.tsx';
import { Container } from '#components/ui/Container.tsx';
import { errorCopy } from '#model/copy/errors.ts';
import { paths } from '#model/paths.ts';
import { usePageContext } from '#renderer/usePageContext.tsx';

const Wrap = styled.div({
  padding: `${space.section} 0`,
  textAlign: 'center',
  '& h1': { fontSize: fontSizes.display },
});
const Code = styled.p({
  fontFamily: 'inherit',
  fontSize: fontSizes.sm,
  letterSpacing: '0.2em',
  color: colors.accentStrong,
  fontWeight: 600,
});
const Text = styled.p({ margin: `${space.md} auto ${space.xl}`, maxWidth: '34rem', color: colors.inkSoft });

export default function Page() {
  const { is404, abortReason, abortStatusCode } = usePageContext();

  if (is404) {
    return (
      <Wrap {...{ [notFoundAttrs.page]: '' }}>
        <Container>
          <Code>{errorCopy.notFound.code}</Code>
          <h1 lang="en">{errorCopy.notFound.title}</h1>
          <Text>{errorCopy.notFound.text}</Text>
          <a href={paths.home} css={buttonStyle('primary')} lang="en">
            {errorCopy.notFound.home}
          </a>
        </Container>
      </Wrap>
    );
  }
  const status = abortStatusCode ?? 500;
  const message =
    typeof abortReason === 'string'
      ? abortReason
      : `${status} ${errorCopy.generic.statusTexts[status] ?? errorCopy.generic.fallback}`;
  return (
    <Wrap>
      <Container>
        <h1 lang="en">{errorCopy.generic.title}</h1>
        <Text role="alert">{message}</Text>
        <a href={paths.home} css={buttonStyle('primary')} lang="en">
          {errorCopy.notFound.home}
        </a>
      </Container>
    </Wrap>
  );
}
