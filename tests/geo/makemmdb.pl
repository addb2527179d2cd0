#!/usr/bin/perl
# SPDX-FileCopyrightText: 2026 Social Desktop contributors
# SPDX-License-Identifier: GPL-2.0-or-later
#
# Writes a small GeoIP2-City style database for the tests: makemmdb.pl [--ipv4] OUTPUT.mmdb
# With --ipv4 the database holds IPv4 networks only, as some city databases do.
use strict;
use warnings;
use utf8;

use MaxMind::DB::Writer::Tree;

my $ipv4only = @ARGV && $ARGV[0] eq '--ipv4' ? shift @ARGV : 0;
my $output = shift @ARGV or die "usage: $0 [--ipv4] OUTPUT.mmdb\n";

my %types = (
    accuracy_radius => 'uint16',
    city            => 'map',
    country         => 'map',
    de              => 'utf8_string',
    en              => 'utf8_string',
    geoname_id      => 'uint32',
    iso_code        => 'utf8_string',
    latitude        => 'double',
    location        => 'map',
    longitude       => 'double',
    names           => 'map',
);

my $tree = MaxMind::DB::Writer::Tree->new(
    ip_version               => $ipv4only ? 4 : 6,
    record_size              => 28,
    database_type            => 'GeoIP2-City',
    languages                => [ 'en', 'de' ],
    description              => { en => 'Social Desktop test city database' },
    map_key_type_callback    => sub { $types{ $_[0] } },
    remove_reserved_networks => 0,
);

# London: names in English and German.
$tree->insert_network(
    '81.2.69.0/24',
    {
        city     => { names => { en => 'London', de => 'London' } },
        country  => { iso_code => 'GB', names => { en => 'United Kingdom', de => 'Vereinigtes Königreich' } },
        location => { latitude => 51.5142, longitude => -0.0931, accuracy_radius => 10 },
    }
);

# Linköping: the city has only an English name, the country both.
$tree->insert_network(
    '89.160.20.0/24',
    {
        city     => { names => { en => 'Linköping' } },
        country  => { iso_code => 'SE', names => { en => 'Sweden', de => 'Schweden' } },
        location => { latitude => 58.4167, longitude => 15.6167, accuracy_radius => 76 },
    }
);

# Amsterdam, over IPv6.
$ipv4only or $tree->insert_network(
    '2001:67c:2e8::/48',
    {
        city     => { names => { en => 'Amsterdam', de => 'Amsterdam' } },
        country  => { iso_code => 'NL', names => { en => 'Netherlands', de => 'Niederlande' } },
        location => { latitude => 52.3759, longitude => 4.8975, accuracy_radius => 5 },
    }
);

# A country without any location: found, but no position.
$tree->insert_network(
    '175.16.199.0/24',
    { country => { iso_code => 'CN', names => { en => 'China', de => 'China' } } }
);

open my $fh, '>:raw', $output or die "cannot write $output: $!\n";
$tree->write_tree($fh);
close $fh or die "cannot write $output: $!\n";
