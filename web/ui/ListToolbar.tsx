import { Flex, Input, InputGroup, NativeSelect, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { MenuIcon } from './MenuIcon';

/**
 * The bar above a list's table: its search, its filters and its count, in a
 * row on a desktop and stacked on a phone, over a rule. A card's title bar
 * spaces its parts wider and pushes them apart (`gap`, `justifyContent`).
 */
export function ListToolbar({
  children,
  ...bar
}: Pick<FlexProps, 'gap' | 'justifyContent'> & { children: ReactNode }) {
  return (
    <Flex
      gap="3"
      padding="4"
      alignItems={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      borderBottomWidth="1px"
      borderColor="border"
      {...bar}
    >
      {children}
    </Flex>
  );
}

/** A list's search box: the placeholder is its accessible name too. */
export function ListSearchInput({
  testId,
  value,
  placeholder,
  onChange,
}: {
  testId: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  return (
    <InputGroup startElement={<MenuIcon name="search" color="fg.muted" />} maxWidth={{ md: 'sm' }}>
      <Input
        name="search"
        type="search"
        data-testid={testId}
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </InputGroup>
  );
}

/** One of a list's filters: a native select of its options. `width` is its desktop width. */
export function ListFilterSelect({
  name,
  testId,
  label,
  value,
  width,
  onChange,
  children,
}: {
  name: string;
  testId?: string;
  label: string;
  value: string;
  width: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <NativeSelect.Root width={{ base: 'full', md: width }}>
      <NativeSelect.Field
        name={name}
        data-testid={testId}
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
