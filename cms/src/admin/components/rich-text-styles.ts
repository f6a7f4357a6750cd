import { styled } from 'styled-components';

/** Theme tokens only (neutral0 is white in the light theme and near-black in the dark one). */
export const EditorFrame = styled.div<{ $hasError: boolean; $disabled: boolean }>`
  border: 1px solid ${({ theme, $hasError }) => ($hasError ? theme.colors.danger600 : theme.colors.neutral200)};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.neutral150 : theme.colors.neutral0)};
  color: ${({ theme }) => theme.colors.neutral800};
  overflow: hidden;

  &:focus-within {
    border-color: ${({ theme, $hasError }) => ($hasError ? theme.colors.danger600 : theme.colors.primary600)};
    box-shadow: ${({ theme, $hasError }) => ($hasError ? theme.colors.danger600 : theme.colors.primary600)} 0 0 0 2px;
  }
`;

export const ToolbarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spaces[1]};
  padding: ${({ theme }) => theme.spaces[2]};
  background: ${({ theme }) => theme.colors.neutral100};
  border-bottom: 1px solid ${({ theme }) => theme.colors.neutral200};
`;

export const ToolbarSeparator = styled.span`
  width: 1px;
  align-self: stretch;
  margin: 0 ${({ theme }) => theme.spaces[1]};
  background: ${({ theme }) => theme.colors.neutral200};
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spaces[1]};
  min-width: 3.2rem;
  height: 3.2rem;
  padding: 0 ${({ theme }) => theme.spaces[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.borderRadius};
  background: transparent;
  color: ${({ theme }) => theme.colors.neutral800};
  font-size: ${({ theme }) => theme.fontSizes[1]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  cursor: pointer;

  svg {
    width: 1.6rem;
    height: 1.6rem;
    fill: currentColor;
  }

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme }) => theme.colors.neutral200};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary100};
    border-color: ${({ theme }) => theme.colors.primary200};
    color: ${({ theme }) => theme.colors.primary700};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary600};
    outline-offset: 1px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.neutral500};
    cursor: not-allowed;
  }
`;

export const LinkPanel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spaces[2]};
  padding: ${({ theme }) => theme.spaces[3]};
  background: ${({ theme }) => theme.colors.neutral100};
  border-bottom: 1px solid ${({ theme }) => theme.colors.neutral200};
`;

/** The written text, styled as the site shows it. */
export const EditorArea = styled.div`
  .tiptap {
    min-height: 14rem;
    max-height: 60vh;
    overflow-y: auto;
    padding: ${({ theme }) => `${theme.spaces[3]} ${theme.spaces[4]}`};
    font-size: ${({ theme }) => theme.fontSizes[2]};
    line-height: 1.6;
    outline: none;
    overflow-wrap: break-word;

    > :first-child {
      margin-top: 0;
    }
  }

  p,
  ul,
  ol,
  pre,
  table {
    margin: 0 0 ${({ theme }) => theme.spaces[3]};
  }
  h1,
  h2,
  h3 {
    margin: ${({ theme }) => `${theme.spaces[4]} 0 ${theme.spaces[2]}`};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: 1.3;
  }
  h1 {
    font-size: 2.4rem;
  }
  h2 {
    font-size: 2rem;
  }
  h3 {
    font-size: 1.7rem;
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.spaces[6]};
  }
  ul {
    list-style: disc;
  }
  ol {
    list-style: decimal;
  }
  li > p {
    margin: 0;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  em {
    font-style: italic;
  }
  u {
    text-decoration: underline;
  }
  s {
    text-decoration: line-through;
  }
  sup,
  sub {
    font-size: 0.75em;
    line-height: 0;
    position: relative;
  }
  sup {
    vertical-align: super;
  }
  sub {
    vertical-align: sub;
  }
  a {
    color: ${({ theme }) => theme.colors.primary600};
    text-decoration: underline;
  }
  code {
    font-family: 'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, monospace;
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.neutral150};
  }
  pre {
    padding: ${({ theme }) => theme.spaces[3]};
    border-radius: ${({ theme }) => theme.borderRadius};
    background: ${({ theme }) => theme.colors.neutral150};
    overflow-x: auto;
    white-space: pre;

    code {
      padding: 0;
      background: none;
    }
  }
  img {
    max-width: 100%;
    height: auto;
    vertical-align: middle;
  }
  img.ProseMirror-selectednode {
    outline: 2px solid ${({ theme }) => theme.colors.primary600};
  }
  table {
    border-collapse: collapse;
    table-layout: fixed;
    width: 100%;
  }
  th,
  td {
    position: relative;
    min-width: 4rem;
    padding: ${({ theme }) => `${theme.spaces[1]} ${theme.spaces[2]}`};
    border: 1px solid ${({ theme }) => theme.colors.neutral300};
    vertical-align: top;

    > p {
      margin: 0;
    }
  }
  th {
    background: ${({ theme }) => theme.colors.neutral100};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-align: left;
  }
  .selectedCell::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.colors.primary100};
    opacity: 0.6;
    pointer-events: none;
  }
`;
