#!/usr/bin/env python3
"""Turns a program's --help text into a manual page (roff), so the page is
made from the same text the program prints and the two never disagree.

Usage: help-to-man.py --name loopscope --summary "..." --version 0.1.0
                      [--date YYYY-MM-DD] [--see-also a,b] [--extra FILE] < help.txt

The help text is read as: a "Usage:" line (the synopsis), paragraphs, and
sections headed by a line ending in ':' (no indent). In a section, lines
indented by two spaces and starting with '-' are options (the option, then
two or more spaces, then its description; deeper-indented lines continue
it); other indented lines are kept as preformatted text."""
import argparse
import datetime
import os
import re
import sys


def roff(text):
    text = text.replace('\\', '\\e').replace('-', '\\-')
    if text.startswith('.') or text.startswith("'"):
        text = '\\&' + text
    return text


def option_head(spec):
    # "-h, --help" / "--lang <code>" / "--udp-echo N": options bold, values italic.
    parts = []
    for alternative in [a.strip() for a in spec.split(', ')]:
        words = alternative.split(' ', 1)
        head = '\\fB' + roff(words[0]) + '\\fR'
        if len(words) > 1:
            head += ' \\fI' + roff(words[1].strip('<>')) + '\\fR'
        parts.append(head)
    return ', '.join(parts)


def convert(help_text, name, summary, version, date, see_also, extra):
    lines = help_text.rstrip('\n').split('\n')
    out = ['.\\" The manual page of %s, made from `%s --help` by scripts/help-to-man.py.' % (name, name),
           '.TH %s 1 "%s" "Loopscope %s" "User Commands"' % (roff(name.upper()), date, roff(version)),
           '.SH NAME', '%s \\- %s' % (roff(name), roff(summary))]
    i = 0
    if lines and lines[0].startswith('Usage:'):
        usage = lines[0][len('Usage:'):].strip()
        usage = re.sub(r'^\S*/', '', usage)  # the program's path as it was run
        out += ['.SH SYNOPSIS', '.B ' + roff(usage)]
        i = 1
    out.append('.SH DESCRIPTION')
    mode = 'text'  # text | options | pre
    paragraph = []

    def flush():
        if paragraph:
            out.append(roff(' '.join(p.strip() for p in paragraph)))
            paragraph.clear()

    while i < len(lines):
        line = lines[i]
        i += 1
        if not line.strip():
            flush()
            if mode == 'pre':
                out.append('.fi')
                mode = 'text'
            out.append('.PP')
            continue
        if not line.startswith(' ') and line.rstrip().endswith(':'):
            flush()
            if mode == 'pre':
                out.append('.fi')
            mode = 'options'
            out.append('.SS "%s"' % roff(line.rstrip()[:-1]))
            continue
        match = re.match(r'^  (-\S.*?)(?:\s{2,}(.*))?$', line)
        if match:
            flush()
            if mode == 'pre':
                out.append('.fi')
            mode = 'options'
            description = [match.group(2) or '']
            while i < len(lines) and re.match(r'^\s{4,}\S', lines[i]) and not re.match(r'^  -', lines[i]):
                description.append(lines[i].strip())
                i += 1
            out += ['.TP', option_head(match.group(1).strip()), roff(' '.join(d for d in description if d))]
            continue
        if line.startswith('  '):
            flush()
            if mode != 'pre':
                out.append('.nf')
                mode = 'pre'
            out.append(roff(line.rstrip()))
            continue
        if mode == 'pre':
            out.append('.fi')
            mode = 'text'
        paragraph.append(line)
    flush()
    if mode == 'pre':
        out.append('.fi')
    if extra:
        out.append(extra.rstrip('\n'))
    if see_also:
        refs = [s for s in see_also.split(',') if s]
        out.append('.SH "SEE ALSO"')
        out += ['.BR %s (1)%s' % (roff(r), ',' if n + 1 < len(refs) else '') for n, r in enumerate(refs)]
    # Empty paragraphs (.PP twice, or before a section) say nothing.
    cleaned = []
    for line in out:
        if line == '.PP' and cleaned and (cleaned[-1] == '.PP' or cleaned[-1].startswith('.S')):
            continue
        cleaned.append(line)
    while cleaned and cleaned[-1] == '.PP':
        cleaned.pop()
    return '\n'.join(cleaned) + '\n'


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--name', required=True)
    parser.add_argument('--summary', required=True)
    parser.add_argument('--version', required=True)
    parser.add_argument('--date')
    parser.add_argument('--see-also', default='')
    parser.add_argument('--extra', help='a roff file appended before SEE ALSO')
    args = parser.parse_args()
    date = args.date
    if not date:
        epoch = os.environ.get('SOURCE_DATE_EPOCH')
        when = datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc) if epoch else datetime.datetime.now(datetime.timezone.utc)
        date = when.strftime('%Y-%m-%d')
    help_text = sys.stdin.read()
    if not help_text.strip():
        sys.exit('help-to-man.py: the help text is empty')
    extra = open(args.extra).read() if args.extra else ''
    sys.stdout.write(convert(help_text, args.name, args.summary, args.version, date, args.see_also, extra))


if __name__ == '__main__':
    main()
